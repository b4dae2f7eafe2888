/** Facts about the company that pages and e-mails show. Third-party script URLs are server config, not here. */
export const SITE = {
  name: 'Findable',
  supportEmail: 'support@findable.example',
  salesEmail: 'hello@findable.example',
  jobsEmail: 'jobs@findable.example',
  copyrightYear: 2025,
  schedulingUrl: 'https://cal.com/findable/consultation',
  social: [
    { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/findable' },
    { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/findable' },
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/findable' },
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@findable' },
  ],
} as const;
