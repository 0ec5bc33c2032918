import type { LocalImageService } from 'astro';
import { baseService } from 'astro/assets';
import sharpService from 'astro/assets/services/sharp';

/**
 * Astro's sharp service, with an AVIF effort a picture's slot may set (`effort` in getImage's options,
 * src/pictures/picture-slots.ts). The effort is part of each file's cache key, as its quality is.
 */
const service: LocalImageService = {
  ...sharpService,
  propertiesToHash: [...(baseService.propertiesToHash ?? []), 'effort'],
  transform(buffer, options, config, logger) {
    const effort = options.effort;
    if (options.format !== 'avif' || typeof effort !== 'number')
      return sharpService.transform(buffer, options, config, logger);
    const avif = { ...config.service.config.avif, effort };
    return sharpService.transform(
      buffer,
      options,
      { ...config, service: { ...config.service, config: { ...config.service.config, avif } } },
      logger,
    );
  },
};

export default service;
