// Contact page texts (SPEC §2.3, §4, §8); end-to-end tests assert them verbatim.
export const contactTexts = {
  heading: 'Contact Us',
  sent: 'Message Sent Successfully',
  nameLabel: 'Full Name',
  emailLabel: 'Email',
  messageLabel: 'Message',
  sendButton: 'Send',
} as const;
