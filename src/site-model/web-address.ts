import { z } from 'astro/zod';

/** A web address for a visitor to follow: https:// and a host name, never a script or data: address. */
export const webAddress = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain })
  .regex(/^https:\/\/\S+$/, 'must be a web address starting with https://');
