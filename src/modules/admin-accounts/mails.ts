import { defineMessages, type AdminLanguage } from '../../kernel/admin/i18n.ts';
import type { NewMessage } from '../delivery/index.ts';

const t = defineMessages({
  en: {
    invitationSubject: 'Your access to the access-cloud administration',
    invitationBody:
      'Hello {name},\n\nyou have been invited to administer an access control system in access-cloud.\nChoose your password here (the link is valid for 7 days and works once):\n\n{link}\n',
    resetSubject: 'Resetting your access-cloud password',
    resetBody:
      'Hello {name},\n\nsomebody asked to reset the password of your access-cloud administration account.\nIf it was you, choose a new password here (valid for one hour, works once):\n\n{link}\n\nIf it was not you, ignore this message: your password stays as it is.\n',
  },
  de: {
    invitationSubject: 'Ihr Zugang zur access-cloud Verwaltung',
    invitationBody:
      'Hallo {name},\n\nSie wurden eingeladen, eine Schließanlage in access-cloud zu verwalten.\nWählen Sie hier Ihr Passwort (der Link gilt 7 Tage und nur einmal):\n\n{link}\n',
    resetSubject: 'Zurücksetzen Ihres access-cloud Passworts',
    resetBody:
      'Hallo {name},\n\njemand hat das Zurücksetzen des Passworts Ihres access-cloud Verwaltungszugangs angefordert.\nWaren Sie es, wählen Sie hier ein neues Passwort (gilt eine Stunde und nur einmal):\n\n{link}\n\nWaren Sie es nicht, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.\n',
  },
});

/** The interface's language code of an application language, for the outbox. */
const MAIL_LANGUAGE: Partial<Record<AdminLanguage, string>> = { en: 'en-UK', de: 'de-DE' };

/** An e-mail of the account's life (invitation, password reset) in the ACO's language. */
export function accountMail(
  kind: 'invitation' | 'reset',
  lang: AdminLanguage,
  to: string,
  params: { name: string; link: string },
): NewMessage {
  return {
    channel: 'EMAIL',
    recipient: to,
    subject: t(lang, `${kind}Subject`),
    body: t(lang, `${kind}Body`, params),
    language: MAIL_LANGUAGE[lang] ?? 'en-UK',
  };
}
