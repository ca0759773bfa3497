// Product texts of the brand profile page (/brand-profile).
export const brandProfileTexts = {
  title: 'Brand Profile',
  eyebrow: 'About the brand',
  description: 'Who we are: our story, our tea and how our stores work, with the brand profile to download.',
  loading: 'Loading the brand profile…',
  download: 'Download the brand profile',
  downloadMeta: (size: string | null) => (size ? `PDF, ${size}` : 'PDF'),
  downloadHeading: 'Take it with you',
  downloadLead: 'The full brand profile, to read offline or share with your team.',
  noDownload: 'The downloadable brand profile is being updated. Ask us for a copy on the contact page.',
  updated: (date: string) => `Updated ${date}`,
  notWritten: 'Our brand profile is being written',
  notWrittenLead: 'Head office is putting it together. Meanwhile, our contact page reaches the team directly.',
  contact: 'Contact us',
} as const;
