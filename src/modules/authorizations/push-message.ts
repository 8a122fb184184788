import type { LanguageCode } from '../../kernel/codes.ts';

/** Pushed to a phone whose authorizations were created or changed, when the request gives no text. */
const DEFAULT_PUSH_MESSAGES: Record<LanguageCode, string> = {
  'de-DE': 'Ihre Zutrittsberechtigungen wurden aktualisiert.',
  'en-UK': 'Your access authorizations have been updated.',
  'nl-NL': 'Uw toegangsrechten zijn bijgewerkt.',
  'sv-SE': 'Dina behörigheter har uppdaterats.',
  'fr-FR': "Vos autorisations d'accès ont été mises à jour.",
  'it-IT': 'Le tue autorizzazioni di accesso sono state aggiornate.',
  'es-ES': 'Sus autorizaciones de acceso se han actualizado.',
  'pt-PT': 'As suas autorizações de acesso foram atualizadas.',
  'cs-CZ': 'Vaše přístupová oprávnění byla aktualizována.',
  'sk-SK': 'Vaše prístupové oprávnenia boli aktualizované.',
  'pl-PL': 'Twoje uprawnienia dostępu zostały zaktualizowane.',
};

export function defaultPushMessage(language: LanguageCode): string {
  return DEFAULT_PUSH_MESSAGES[language] ?? DEFAULT_PUSH_MESSAGES['en-UK'];
}
