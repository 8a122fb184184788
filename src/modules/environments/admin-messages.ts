import { defineMessages } from '../../kernel/admin/i18n.ts';

/** Texts of the test environment page of the web administration. */
export const t = defineMessages({
  en: {
    title: 'Test environment',
    intro:
      'The test environment holds a predefined data set (persons, locks, media, authorizations, protocols) to try the interface with test keys (ac_test_…). Production data is never in it.',
    notShown:
      'Its data is not shown in this administration, which shows the production environment only; read it through the interface with a test key.',
    keysLink: 'Test keys on the API keys page',
    resetHeading: 'Reset the test data',
    resetIntro:
      'Deletes everything in the test environment and loads the predefined data set again, with the same ids; its clock is set back to now. Test keys keep working; production is not touched.',
    understood: 'I understand that the test data is replaced',
    understoodMissing: 'Tick this box to confirm the reset.',
    reset: 'Reset test data',
    resetConfirm: 'Replace all data of the test environment with the predefined data set?',
    resetDone: 'The test data is reset to the predefined data set.',
  },
  de: {
    title: 'Testumgebung',
    intro:
      'Die Testumgebung enthält einen vordefinierten Datensatz (Personen, Schlösser, Medien, Berechtigungen, Protokolle), um die Schnittstelle mit Testschlüsseln (ac_test_…) auszuprobieren. Produktivdaten sind nie darin.',
    notShown:
      'Ihre Daten werden in dieser Verwaltung nicht angezeigt, sie zeigt nur die Produktivumgebung; lesen Sie sie über die Schnittstelle mit einem Testschlüssel.',
    keysLink: 'Testschlüssel auf der Seite API-Schlüssel',
    resetHeading: 'Testdaten zurücksetzen',
    resetIntro:
      'Löscht alles in der Testumgebung und lädt den vordefinierten Datensatz neu, mit denselben IDs; ihre Uhr wird auf jetzt zurückgestellt. Testschlüssel funktionieren weiter; die Produktion bleibt unberührt.',
    understood: 'Mir ist klar, dass die Testdaten ersetzt werden',
    understoodMissing: 'Kreuzen Sie dieses Feld an, um das Zurücksetzen zu bestätigen.',
    reset: 'Testdaten zurücksetzen',
    resetConfirm: 'Alle Daten der Testumgebung durch den vordefinierten Datensatz ersetzen?',
    resetDone: 'Die Testdaten sind auf den vordefinierten Datensatz zurückgesetzt.',
  },
});
