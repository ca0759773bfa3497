// Contact page texts (SPEC §2.3, §4, §8); end-to-end tests assert them verbatim.
export const contactTexts = {
  heading: 'Contact Us',
  sent: 'Message Sent Successfully',
  nameLabel: 'Full Name',
  emailLabel: 'Email',
  messageLabel: 'Message',
  sendButton: 'Send',
  requiredHint: 'All fields are required.',
  sentLead: (name: string, email: string) => `Thank you, ${name}. Our team reads every message and replies to ${email} within two business days.`,
  meanwhile: 'Meanwhile:',
  findStore: 'Find a store near you',
  seeMenu: 'See the menu',
  sendAnother: 'Send another message',
} as const;
