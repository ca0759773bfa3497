// The brand's name is not fixed by the spec; change it here and nowhere else.
export const brand = {
  name: 'Bubble Tea',
  tagline: 'Sourcing High Quality Tea from Around the World',
} as const;
