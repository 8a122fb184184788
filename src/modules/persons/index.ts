export { registerPersonRoutes } from './routes.ts';
export { PersonCreateSchema, PersonSchema, personFields } from './schemas.ts';
export { seedPersons } from './seed.ts';
export { findPerson, insertPerson, personName, type Person, type PersonData } from './service.ts';
