/**
 * The public surface of persons (persons and their routes):
 * what other modules and the composition may use.
 */
export { registerPersonRoutes } from './routes.ts';
export { PersonCreateSchema, PersonSchema, personFields } from './schemas.ts';
export { seedPersons } from './seed.ts';
export { allPersonsOfEnvironment, findPerson, insertPerson, personName, personNamesOf, type Person, type PersonData } from './service.ts';
