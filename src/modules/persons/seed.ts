import type { SeedWriter } from '../../kernel/db/seeder.ts';
import { personColumns, type PersonData } from './service.ts';

/** Persons of the test data set: every field used, several languages and countries. */
export const SEED_PERSONS: Record<string, PersonData> = {
  anna: {
    firstName: 'Anna', lastName: 'Berger', secondaryIdentification: '1001', gender: 'FEMALE', birthday: '1984-03-12',
    phone: '+43 664 1234567', emailAddress: 'anna.berger@example.com', street: 'Mariahilfer Straße 12', postalCode: '1070',
    countryCode: 'AUT', city: 'Wien', comment: 'Facility manager', correspondenceLanguageCode: 'de-DE',
  },
  james: {
    firstName: 'James', lastName: 'Walker', secondaryIdentification: '1002', gender: 'MALE', birthday: '1979-11-02',
    phone: '+44 20 7946 0018', emailAddress: 'james.walker@example.co.uk', street: '221 Baker Street', postalCode: 'NW1 6XE',
    countryCode: 'GBR', city: 'London', comment: 'Night shift', correspondenceLanguageCode: 'en-UK',
  },
  sophie: {
    firstName: 'Sophie', lastName: 'Dubois', secondaryIdentification: '2001', gender: 'FEMALE', birthday: '1992-07-21',
    phone: '+33 1 42 68 53 00', emailAddress: 'sophie.dubois@example.fr', street: '8 Rue de Rivoli', postalCode: '75004',
    countryCode: 'FRA', city: 'Paris', comment: 'Cleaning contractor', correspondenceLanguageCode: 'fr-FR',
  },
  marco: {
    firstName: 'Marco', lastName: 'Rossi', secondaryIdentification: '1003', gender: 'MALE', birthday: '1988-01-30',
    phone: '+39 06 6982', emailAddress: 'marco.rossi@example.it', street: 'Via del Corso 101', postalCode: '00186',
    countryCode: 'ITA', city: 'Roma', comment: 'Technician', correspondenceLanguageCode: 'it-IT',
  },
  jana: {
    firstName: 'Jana', lastName: 'Nováková', secondaryIdentification: '1004', gender: 'FEMALE', birthday: '1995-05-05',
    phone: '+420 224 123 456', emailAddress: 'jana.novakova@example.cz', street: 'Václavské náměstí 1', postalCode: '110 00',
    countryCode: 'CZE', city: 'Praha', comment: 'Reception', correspondenceLanguageCode: 'cs-CZ',
  },
  lars: {
    firstName: 'Lars', lastName: 'Andersson', secondaryIdentification: '3001', gender: 'MALE', birthday: '1970-09-15',
    phone: '+46 8 123 456 78', emailAddress: 'lars.andersson@example.se', street: 'Drottninggatan 5', postalCode: '111 51',
    countryCode: 'SWE', city: 'Stockholm', comment: 'Visitor', correspondenceLanguageCode: 'sv-SE',
  },
  maria: {
    firstName: 'María', lastName: 'García', secondaryIdentification: '1005', gender: 'FEMALE', birthday: '1990-12-24',
    phone: '+34 91 123 45 67', emailAddress: 'maria.garcia@example.es', street: 'Calle Mayor 3', postalCode: '28013',
    countryCode: 'ESP', city: 'Madrid', comment: 'Works part time', correspondenceLanguageCode: 'es-ES',
  },
  piotr: {
    firstName: 'Piotr', lastName: 'Kowalski', gender: 'MALE', correspondenceLanguageCode: 'pl-PL',
    countryCode: 'POL', city: 'Kraków',
  },
  joao: {
    firstName: 'João', lastName: 'Silva', secondaryIdentification: '1006', correspondenceLanguageCode: 'pt-PT',
    emailAddress: 'joao.silva@example.pt', countryCode: 'PRT',
  },
  eva: {
    firstName: 'Eva', lastName: 'Horváthová', correspondenceLanguageCode: 'sk-SK', countryCode: 'SVK', city: 'Bratislava',
  },
  pieter: {
    firstName: 'Pieter', lastName: 'de Vries', secondaryIdentification: '1007', correspondenceLanguageCode: 'nl-NL',
    countryCode: 'NLD', city: 'Amsterdam', comment: 'Temporary access only',
  },
};

export async function seedPersons(w: SeedWriter): Promise<void> {
  for (const [key, person] of Object.entries(SEED_PERSONS)) {
    const at = w.ago(90);
    await w.insert('persons', key, { version: 1, ...personColumns(person), created_at: at, updated_at: at });
  }
}
