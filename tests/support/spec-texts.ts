/** The exact texts the specification requires, independent of content/ so that a typo there fails. */
export const NAV = [
  'HAUTE COUTURE',
  'FASHION',
  'HIGH JEWELRY',
  'FINE JEWELRY',
  'WATCHES',
  'EYEWEAR',
  'FRAGRANCE',
  'MAKEUP',
  'SKINCARE',
];
/** The header's icon buttons, by their accessible names. */
export const HEADER_BUTTONS = ['Search', 'Account', 'Wishlist', 'Shopping bag'];
export const HERO_TITLE = 'FALL-WINTER 2025 COLLECTION';
export const PRIVACY_SECTIONS = [
  'Information We Collect',
  'How We Use Your Information',
  'Information Sharing',
  'Data Security',
  'Your Rights',
  'Contact Us',
];
export const LEGAL_SECTIONS = [
  'Terms of Service',
  'Intellectual Property',
  'Product Information',
  'Returns & Exchanges',
  'Limitation of Liability',
  'Governing Law',
];
/** The footer's links to the policy pages, and their pages' titles. */
export const FOOTER = { legal: 'Legal', privacy: 'Privacy' };
export const PRIVACY_TITLE = 'Privacy Policy';
export const CRASH = 'Unexpected Application Error!';
export const NOT_FOUND = 'Oops! Page not found';
export const RETURN_HOME = 'Return to Home';
export const COMING_SOON = 'COMING SOON';
export const COPYRIGHT = /^© 2025 .+ All rights reserved\.$/;
/** The contact form's messages, by the code src/contact/validation.ts gives each mistake. */
export const CONTACT_ERRORS = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  messageRequired: 'Message is required',
};

/** The contact dialog's words. */
export const DIALOG = {
  title: 'GET IN TOUCH',
  intro: "We'd love to hear from you. Send us a message and we'll respond as soon as possible.",
  labels: { name: 'Name', phone: 'Phone Number', message: 'Message' },
  cancel: 'Cancel',
  send: 'Send Message',
  close: 'Close',
  contact: 'Contact',
};

/**
 * The dialog's words the house added to the specification's (RGAA 11.10, 11.11, a message confirmed), in
 * each language, written out here so that a slip in content/ fails.
 */
export const DIALOG_HOUSE = {
  en: {
    required: 'All fields are required.',
    phoneFormat: 'International format, for example +33\u00a01\u00a023\u00a045\u00a067\u00a089',
    sent: 'Thank you. Your message has been sent, and we will call you back as soon as possible.',
  },
  fr: {
    required: 'Tous les champs sont obligatoires.',
    phoneFormat:
      'Numéro français ou international, par exemple 06\u00a012\u00a034\u00a056\u00a078 ou +44\u00a020\u00a07946\u00a00958',
    sent: 'Merci. Votre message a bien été envoyé\u00a0; nous vous rappellerons dans les meilleurs délais.',
  },
};

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
