import type { LocalImageService } from 'astro';
import { baseService } from 'astro/assets';
import sharpService from 'astro/assets/services/sharp';

/**
 * Astro's sharp service, with the AVIF effort a picture's slot may set and the chroma subsampling
 * (`effort` and `chroma` in getImage's options, src/pictures/art-directed.ts). Both are part of each
 * file's cache key, as its quality is. The original is named by its `version`, which changes with its
 * bytes, never by its address: the build's originals server has a new port every build (src/originals/).
 */
const service: LocalImageService = {
  ...sharpService,
  propertiesToHash: [
    ...(baseService.propertiesToHash ?? []).filter((key) => key !== 'src'),
    'version',
    'effort',
    'chroma',
  ],
  transform(buffer, options, config, logger) {
    if (options.format !== 'avif') return sharpService.transform(buffer, options, config, logger);
    const avif = {
      ...config.service.config.avif,
      ...(typeof options.effort === 'number' && { effort: options.effort }),
      ...(typeof options.chroma === 'string' && { chromaSubsampling: options.chroma }),
    };
    return sharpService.transform(
      buffer,
      options,
      { ...config, service: { ...config.service, config: { ...config.service.config, avif } } },
      logger,
    );
  },
};

export default service;
