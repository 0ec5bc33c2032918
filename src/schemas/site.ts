import { z } from 'astro/zod';
import { text } from './text.ts';
import { shared } from './editor-hints.ts';
import { webAddress } from '../site-model/web-address.ts';

/** content/site.yaml: the label's name, addresses and every short text of the header, footer and bare pages. */
export const siteSchema = z.strictObject({
  name: shared(text.describe("The label's name: the wordmark in the header and footer, and page titles.")),
  url: shared(
    webAddress.describe('The public address of this site (https://…), used for canonical links and sharing.'),
  ),
  description: text.describe('The sentence search engines and shared links show for the home page.'),
  externalUrl: shared(webAddress.describe("Where the footer's logo leads: the house's corporate site.")),
  externalLabel: text.describe("The footer logo's name for screen readers, such as the group's name."),
  privacyEmail: shared(
    z.email().describe('The privacy mailbox, shown on the Privacy page where `<PrivacyEmail />` stands.'),
  ),
  contactEmail: shared(
    z
      .email()
      .describe("The e-mail link the footer offers instead of Contact when a visitor's browser runs no JavaScript."),
  ),
  copyright: text.describe('The copyright line at the foot of every page.'),
  skipLink: text.describe('The first link for keyboard users, which skips to the main content.'),
  homeLabel: text.describe("The header logo's name for screen readers (it leads to the home page)."),
  navLabel: text.describe('The name screen readers give the category bar.'),
  nav: z.array(text).min(1).describe('The category bar, in order: one entry per line, each starting with "- ".'),
  icons: z
    .strictObject({
      search: text.describe('The Search icon’s name and tooltip.'),
      account: text.describe('The Account icon’s name and tooltip.'),
      wishlist: text.describe('The Wishlist icon’s name and tooltip.'),
      bag: text.describe('The Shopping bag icon’s name and tooltip.'),
    })
    .describe('The header icons: their names for screen readers and their tooltips.'),
  footer: z
    .strictObject({
      contact: text.describe('The footer button that opens the contact dialog.'),
      legal: text.describe('The footer link to the Legal Notice.'),
      privacy: text.describe('The footer link to the Privacy Policy.'),
    })
    .describe('The footer links.'),
  comingSoon: z
    .strictObject({
      title: text.describe('The Coming Soon page’s title.'),
      text: text.describe('The sentence under it.'),
    })
    .describe('The page every category leads to for now.'),
  policy: z
    .strictObject({ updated: text.describe('The words before a policy page’s date, such as "Last updated".') })
    .describe('Words shared by the Privacy, Legal and Accessibility pages.'),
  look: z
    .strictObject({
      number: text
        .refine((words) => words.includes('{number}') && words.includes('{total}'), {
          message: 'write {number} and {total} where the look’s number and the number of looks go',
        })
        .describe('The look’s place in the collection, such as "Look {number} of {total}".'),
      details: text.describe('The heading over a look’s materials and details.'),
      previous: text.describe('The words over the link to the previous look (its title follows).'),
      next: text.describe('The words over the link to the next look (its title follows).'),
      collection: text.describe('The link back to the look’s collection.'),
      nav: text.describe('The name screen readers give the previous and next links, such as "Looks".'),
      enlarge: text.describe('The name of a look picture’s button that opens it full screen, before its alt text.'),
      close: text.describe('The button that closes the full-screen picture.'),
      fullPicture: text.describe('The link to the full picture, offered where a browser cannot open the view.'),
    })
    .describe('Words shared by the look pages (/collections/…/…).'),
  collections: z
    .strictObject({
      title: text.describe('The title of the page that lists every collection.'),
      description: text.describe('The sentence under that title, also what search results show for it.'),
      all: text.describe('The link to that page, under the looks of the home page and of each collection.'),
      embargoed: text
        .refine((words) => words.includes('{time}'), { message: 'write {time} where the embargo’s end goes' })
        .describe(
          'The banner over a collection under embargo, only in a private preview, such as "Embargoed until {time}".',
        ),
    })
    .describe('The list of every collection the house has shown (/collections).'),
  siteMap: z
    .strictObject({
      link: text.describe('The link to the site map, in every page’s footer: "Site map".'),
      title: text.describe('The site map’s title.'),
      description: text.describe('The sentence under it, also what search results show for it.'),
      pages: text.describe('The heading over the site’s own pages: home, collections, policies.'),
      home: text.describe('How the site map names the home page.'),
    })
    .describe('The site map (/site-map): every page of the site, each collection with its looks.'),
  accessibility: z
    .strictObject({
      link: text
        .refine((words) => words.includes('{state}'), { message: 'write {state} where the state goes' })
        .describe('The footer link to the accessibility statement, on every page: "Accessibility: {state}".'),
      full: text.describe('The state when every criterion that applies is met: "fully compliant".'),
      partial: text.describe('The state when at least half of them are met: "partially compliant".'),
      none: text.describe('The state when fewer than half are met: "not compliant".'),
      rate: text
        .refine((words) => words.includes('{rate}'), { message: 'write {rate} where the rate goes' })
        .describe(
          'The sentence with the rates computed from the audit: {rate} of the criteria met, {mean} on average a page, {version}.',
        ),
      audit: text.describe('The line with the audit: {date}, {by} and {version} are filled in.'),
      pages: text.describe('The words before the list of pages audited, each with its own rate.'),
      dialog: text.describe('How that list names the contact dialog, open.'),
      tools: text.describe('The words before the tools used.'),
      browsers: text.describe('The words before the browsers used.'),
      assistiveTechnologies: text.describe('The words before the assistive technologies used.'),
      noneYet: text.describe('What a list says when it has nothing yet.'),
      noFailure: text.describe('What the list of failures says when no criterion fails.'),
    })
    .describe('The accessibility statement (content/pages/accessibility.mdx): the words around its computed figures.'),
  notFound: z
    .strictObject({
      title: text.describe('The not-found page’s title.'),
      text: text.describe('The sentence under it.'),
      home: text.describe('Its button back to the home page.'),
    })
    .describe('The page shown for an address that does not exist.'),
  llms: z
    .strictObject({
      summary: text.describe('One sentence on what the site is, for AI assistants (/llms.txt).'),
      languages: text.describe('The words before the links to this file in the other languages.'),
      about: text.describe('What a visitor can do on the site.'),
      contact: text.describe('The words before the contact e-mail address.'),
      home: text.describe('What the home page holds.'),
      comingSoon: text.describe('What the Coming Soon page is for.'),
      looks: text.describe('The heading over the list of look pages.'),
    })
    .describe('How the site introduces itself to AI assistants, in /llms.txt.'),
});
