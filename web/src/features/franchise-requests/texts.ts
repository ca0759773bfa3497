// Franchise enquiry texts (SPEC §2.4, §3, §4); end-to-end tests assert them verbatim.
export const enquiryTexts = {
  heading: 'Interested in Franchising?',
  lead: 'Contact us Below',
  sent: 'Message Sent Successfully',
  sendButton: 'Send Enquiry',
  requiredHint: 'All fields are required except the address.',
  phoneHint: 'With the area code, so our franchise team can call you.',
  sentLead: (name: string, phone: string, email: string) =>
    `Thank you, ${name}. Our franchise team reads every enquiry and will call you at ${phone} or write to ${email} within three business days.`,
  meanwhile: 'Meanwhile:',
  brandProfile: 'Read our brand profile',
  visitStores: 'Visit one of our stores',
  sendAnother: 'Send another enquiry',
} as const;
