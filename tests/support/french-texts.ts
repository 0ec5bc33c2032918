/** The French pages' texts the tests assert, written out here so that a slip in content/fr/ fails. */
export const FR_CONTACT_ERRORS = {
  nameRequired: 'Veuillez indiquer votre nom',
  phoneRequired: 'Veuillez indiquer un numéro de téléphone',
  phoneInvalid: 'Veuillez saisir un numéro de téléphone valide',
  messageRequired: 'Veuillez écrire votre message',
};
export const FR_DIALOG_TITLE = 'ÉCRIVEZ-NOUS';
export const FR_LEGAL_TITLE = 'Mentions légales';
export const FR_NOT_FOUND = 'Page introuvable';
export const FR_RETURN_HOME = 'Retour à l’accueil';
