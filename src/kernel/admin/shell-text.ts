import { defineMessages, type AdminLanguage } from './i18n.ts';

const t = defineMessages({
  en: {
    home: 'Back to the overview',
    t401: 'Please log in',
    b401: 'Your session has ended. Log in again to continue.',
    t403: 'Not allowed',
    b403: 'The form was sent without its security token or after the session ended. Load the page again and retry.',
    t404: 'Not found',
    b404: 'There is nothing here, or it belongs to another customer.',
    t429: 'Too many attempts',
    b429: 'Too many attempts from this address. Wait a minute and try again.',
    t4xx: 'The request could not be carried out',
    b4xx: 'Check what you entered and try again.',
    t500: 'Something went wrong',
    b500: 'The service could not complete the request. Nothing was changed; try again later.',
  },
  de: {
    home: 'Zurück zur Übersicht',
    t401: 'Bitte anmelden',
    b401: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an.',
    t403: 'Nicht erlaubt',
    b403: 'Das Formular wurde ohne Sicherheitsmerkmal oder nach Ablauf der Sitzung gesendet. Laden Sie die Seite neu und versuchen Sie es erneut.',
    t404: 'Nicht gefunden',
    b404: 'Hier gibt es nichts, oder es gehört einem anderen Kunden.',
    t429: 'Zu viele Versuche',
    b429: 'Zu viele Versuche von dieser Adresse. Warten Sie eine Minute und versuchen Sie es erneut.',
    t4xx: 'Die Anfrage konnte nicht ausgeführt werden',
    b4xx: 'Prüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
    t500: 'Etwas ist schiefgegangen',
    b500: 'Der Dienst konnte die Anfrage nicht ausführen. Es wurde nichts geändert; versuchen Sie es später erneut.',
  },
});

/** Title and text of an error page for a status. */
export function shellText(lang: AdminLanguage, status: number): { title: string; body: string; home: string } {
  const known = [401, 403, 404, 429].includes(status) ? String(status) : status < 500 ? '4xx' : '500';
  return {
    title: t(lang, `t${known}` as 't401'),
    body: t(lang, `b${known}` as 'b401'),
    home: t(lang, 'home'),
  };
}
