import type { LanguageCode } from '../../kernel/codes.ts';

/**
 * Texts that carry a phone's registration (pairing) code, in every correspondence language.
 * Templates use `{pairingCode}`, `{validUntil}` and, in e-mails, `{greetingName}` (a blank and
 * the person's name, or nothing).
 */
interface RegistrationTexts {
  sms: string;
  mailSubject: string;
  mailText: string;
}

const TEXTS: Record<LanguageCode, RegistrationTexts> = {
  'de-DE': {
    sms: 'Ihr Registrierungscode für die Zutritts-App: {pairingCode} (gültig bis {validUntil}).',
    mailSubject: 'Ihr Registrierungscode',
    mailText:
      'Guten Tag{greetingName},\n\nmit diesem Code registrieren Sie Ihr Smartphone in der Zutritts-App:\n\n{pairingCode}\n\nDer Code ist gültig bis {validUntil}.\n',
  },
  'en-UK': {
    sms: 'Your registration code for the access app: {pairingCode} (valid until {validUntil}).',
    mailSubject: 'Your registration code',
    mailText:
      'Hello{greetingName},\n\nwith this code you register your smartphone in the access app:\n\n{pairingCode}\n\nThe code is valid until {validUntil}.\n',
  },
  'nl-NL': {
    sms: 'Uw registratiecode voor de toegangsapp: {pairingCode} (geldig tot {validUntil}).',
    mailSubject: 'Uw registratiecode',
    mailText:
      'Goedendag{greetingName},\n\nmet deze code registreert u uw smartphone in de toegangsapp:\n\n{pairingCode}\n\nDe code is geldig tot {validUntil}.\n',
  },
  'sv-SE': {
    sms: 'Din registreringskod för passerappen: {pairingCode} (giltig till {validUntil}).',
    mailSubject: 'Din registreringskod',
    mailText:
      'Hej{greetingName},\n\nmed den här koden registrerar du din smartphone i passerappen:\n\n{pairingCode}\n\nKoden är giltig till {validUntil}.\n',
  },
  'fr-FR': {
    sms: "Votre code d'enregistrement pour l'application d'accès : {pairingCode} (valable jusqu'au {validUntil}).",
    mailSubject: "Votre code d'enregistrement",
    mailText:
      "Bonjour{greetingName},\n\navec ce code, vous enregistrez votre smartphone dans l'application d'accès :\n\n{pairingCode}\n\nLe code est valable jusqu'au {validUntil}.\n",
  },
  'it-IT': {
    sms: "Il tuo codice di registrazione per l'app di accesso: {pairingCode} (valido fino al {validUntil}).",
    mailSubject: 'Il tuo codice di registrazione',
    mailText:
      "Buongiorno{greetingName},\n\ncon questo codice registri il tuo smartphone nell'app di accesso:\n\n{pairingCode}\n\nIl codice è valido fino al {validUntil}.\n",
  },
  'es-ES': {
    sms: 'Su código de registro para la app de acceso: {pairingCode} (válido hasta el {validUntil}).',
    mailSubject: 'Su código de registro',
    mailText:
      'Hola{greetingName}:\n\ncon este código registra su smartphone en la app de acceso:\n\n{pairingCode}\n\nEl código es válido hasta el {validUntil}.\n',
  },
  'pt-PT': {
    sms: 'O seu código de registo para a aplicação de acesso: {pairingCode} (válido até {validUntil}).',
    mailSubject: 'O seu código de registo',
    mailText:
      'Olá{greetingName},\n\ncom este código regista o seu smartphone na aplicação de acesso:\n\n{pairingCode}\n\nO código é válido até {validUntil}.\n',
  },
  'cs-CZ': {
    sms: 'Váš registrační kód pro přístupovou aplikaci: {pairingCode} (platný do {validUntil}).',
    mailSubject: 'Váš registrační kód',
    mailText:
      'Dobrý den{greetingName},\n\ntímto kódem zaregistrujete svůj smartphone v přístupové aplikaci:\n\n{pairingCode}\n\nKód je platný do {validUntil}.\n',
  },
  'sk-SK': {
    sms: 'Váš registračný kód pre prístupovú aplikáciu: {pairingCode} (platný do {validUntil}).',
    mailSubject: 'Váš registračný kód',
    mailText:
      'Dobrý deň{greetingName},\n\ntýmto kódom zaregistrujete svoj smartfón v prístupovej aplikácii:\n\n{pairingCode}\n\nKód je platný do {validUntil}.\n',
  },
  'pl-PL': {
    sms: 'Twój kod rejestracyjny do aplikacji dostępowej: {pairingCode} (ważny do {validUntil}).',
    mailSubject: 'Twój kod rejestracyjny',
    mailText:
      'Dzień dobry{greetingName},\n\ntym kodem zarejestrujesz swój smartfon w aplikacji dostępowej:\n\n{pairingCode}\n\nKod jest ważny do {validUntil}.\n',
  },
};

export interface CodeValues {
  pairingCode: string;
  /** UTC timestamp of the end of validity. */
  validUntil: string;
  personName?: string;
}

/** `2026-01-31 08:15 UTC`: unambiguous in every language. */
function formatValidUntil(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function fill(template: string, values: CodeValues): string {
  return template
    .replaceAll('{pairingCode}', values.pairingCode)
    .replaceAll('{validUntil}', formatValidUntil(values.validUntil))
    .replaceAll('{greetingName}', values.personName ? ` ${values.personName}` : '');
}

/**
 * A caller's own text: placeholders are filled; a text without `{pairingCode}` gets the code
 * appended, so a message never goes out without it.
 */
function custom(text: string, values: CodeValues, separator: string): string {
  const filled = fill(text, values);
  return text.includes('{pairingCode}') ? filled : `${filled}${separator}${values.pairingCode}`;
}

export function registrationSms(language: LanguageCode, values: CodeValues, customText?: string): string {
  return customText ? custom(customText, values, ' ') : fill(TEXTS[language].sms, values);
}

export function registrationMail(
  language: LanguageCode,
  values: CodeValues,
  customized: { subject?: string; text?: string } = {},
): { subject: string; text: string } {
  return {
    subject: customized.subject ? fill(customized.subject, values) : TEXTS[language].mailSubject,
    text: customized.text ? custom(customized.text, values, '\n\n') : fill(TEXTS[language].mailText, values),
  };
}
