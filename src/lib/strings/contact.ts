// Contact page (SPEC §2 Contact).
export const contactStrings = {
  formTitle: 'Send us a Message',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  success: "Thank you for your message! We'll get back to you soon.",
  error: 'Something went wrong. Please try again later.',
  infoTitle: 'Contact information',
  supportLabel: 'Support',
} as const;
