/**
 * Facts about the product that pages show. The operator's facts (company, address, e-mail addresses, social
 * links) are in core/operator.ts and set at run time; third-party script URLs are server config.
 */
export const SITE = {
  name: 'Findable',
  copyrightYear: 2025,
  schedulingUrl: 'https://cal.com/findable/consultation',
} as const;
