import type { Testimonial } from '@findable/core/testimonials';

export type TestimonialId = Testimonial['id'];

/** Attributes that make an element of build-time HTML open the registration dialog (see StaticHtml). */
export function registerAttrs(testimonial?: TestimonialId): Record<string, string> {
  return testimonial ? { 'data-register': '', 'data-testimonial': testimonial } : { 'data-register': '' };
}

/** Attributes of an in-site link in build-time HTML, so it navigates in the client. */
export const PAGE_LINK_ATTRS = { 'data-page': '' } as const;
