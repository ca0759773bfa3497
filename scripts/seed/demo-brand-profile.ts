/**
 * The demo brand's profile: the page's text, and the PDF offered for
 * download, drawn here (scripts/seed/pdf.ts) so nothing is fetched.
 */
import { encodePdf, type PdfBlock } from './pdf';

export const BRAND_PROFILE_CAPTION = 'Bubble Tea brand profile 2026';

export const BRAND_PROFILE_TEXT = `Bubble Tea began with one tea shop and one idea: tea should taste of the place it grew. Today more than 1500 stores in Singapore, the Philippines, Cambodia, China, Vietnam and the USA brew it the same careful way.

## Our tea
Our oolong and black teas come from family gardens in Taiwan, our matcha from Uji in Japan, and the kumquats for our juice from the Mekong delta in Vietnam. Every store brews in small batches through the day, so no cup waits long.

## Our drinks
Ten series, from milk tea and cheese cream to fresh fruit tea, Yakult and coffee. Each drink can be made sweeter or less sweet, with more or less ice, and with the toppings our guests love: tapioca pearls, grass jelly, popping boba and pudding.

## Our stores in the USA
Our American stores are run by local owners with head office beside them: training before opening day, the menu and its recipes, marketing, and one supplier for tea, cups and toppings. Owners add drinks of their own to the brand menu.

## Working with us
Interested in opening a store? Our franchise page tells you how we choose partners and what it takes. The brand profile download has the numbers in one document you can share.`;

const section = (heading: string, ...paragraphs: string[]): PdfBlock[] => [{ text: heading, size: 15, bold: true, gap: 14 }, ...paragraphs.map((text) => ({ text, gap: 6 }))];

/** The brand profile as a three-page PDF, in the brand's colours. */
export function brandProfilePdf(): Uint8Array {
  return encodePdf({
    title: BRAND_PROFILE_CAPTION,
    band: [58, 36, 23],
    pages: [
      [
        { text: 'Bubble Tea', size: 30, bold: true },
        { text: 'Brand profile 2026', size: 16, gap: 4 },
        { text: 'Sourcing high quality tea from around the world.', size: 12, gap: 18 },
        ...section(
          'Who we are',
          'Bubble Tea began with one tea shop and one idea: tea should taste of the place it grew. Today more than 1500 stores in six countries brew it the same careful way: Singapore, the Philippines, Cambodia, China, Vietnam and the USA.',
        ),
        ...section(
          'Our tea',
          'Oolong and black teas from family gardens in Taiwan. Matcha from Uji, Japan. Kumquats from the Mekong delta, Vietnam. Every store brews in small batches through the day.',
        ),
        ...section(
          'Our menu',
          'Ten series: Puffle Waffle, Milk Tea, Cheese Cream, Fresh Fruit Tea, Stormy, Yakult, Pure Milk, Tea, Coffee and Blended. Sugar, ice and toppings to each guest’s taste.',
        ),
      ],
      [
        { text: 'Our stores in the USA', size: 20, bold: true },
        ...section(
          'How a store runs',
          'Each store is run by a local owner with head office beside them: training before opening day, the brand menu and its recipes, seasonal marketing, and one supplier for tea, cups and toppings.',
        ),
        ...section(
          'What owners bring',
          'A site with steady foot traffic, a team of six to ten, and the wish to run a store themselves. Owners may add drinks of their own to the brand menu.',
        ),
        ...section('What head office brings', 'Site selection help, the store design, two weeks of training, the ordering and chat dashboard, and a brand guests already know.'),
      ],
      [
        { text: 'Get in touch', size: 20, bold: true },
        ...section('Head office', '1200 Lamar Blvd, Suite 300, Austin, TX 78703', 'hello@bubbletea.example.com  •  (512) 555-0148', 'Monday to Friday, 9 am to 5 pm (Central)'),
        ...section('Open a store', 'Tell us about yourself on our franchise page. We answer every enquiry within two weeks.'),
        { text: '© 2026 Bubble Tea. This profile is a demo document made for the demo brand.', size: 9, gap: 30 },
      ],
    ],
  });
}
