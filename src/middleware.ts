import { defineMiddleware } from 'astro:middleware';
import { policyFirst } from './csp/policy-first.ts';

// Every page as it renders, in the build and in the preview.
export const onRequest = defineMiddleware(async (_, next) => policyFirst(await next()));
