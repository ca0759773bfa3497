// Franchise enquiry texts (SPEC §2.4, §3, §4); end-to-end tests assert them verbatim.
export const enquiryTexts = {
  heading: 'Interested in Franchising?',
  lead: 'Contact us Below',
  sent: 'Message Sent Successfully',
  sendButton: 'Send Enquiry',
  requiredHint: 'All fields are required except the address.',
} as const;
