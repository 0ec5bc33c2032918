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
