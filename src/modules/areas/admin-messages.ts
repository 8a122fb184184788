import { defineMessages } from '../../kernel/admin/i18n.ts';

export const t = defineMessages({
  en: {
    areas: 'Areas',
    none: 'There are no areas yet.',
    name: 'Name',
    comment: 'Comment',
    locks: 'Locks',
    noLocks: 'none',
    create: 'Create an area',
    createButton: 'Create area',
    created: 'Area {name} is created.',
    lockHint: 'Locks are added to an area on the lock’s page.',
  },
  de: {
    areas: 'Bereiche',
    none: 'Es gibt noch keine Bereiche.',
    name: 'Name',
    comment: 'Kommentar',
    locks: 'Schließungen',
    noLocks: 'keine',
    create: 'Bereich anlegen',
    createButton: 'Bereich anlegen',
    created: 'Bereich {name} ist angelegt.',
    lockHint: 'Schließungen werden einem Bereich auf der Seite der Schließung hinzugefügt.',
  },
});
