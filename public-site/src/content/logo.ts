import logoImage from '../../public/ddslogo.png?widths=48,96,128&responsive';
import { siteIconUrl } from '@dds/shared/schemas/site-images';
import type { ResponsiveImageSet } from '../ui/responsive-image';
import { useSiteContent } from './site-content';
import { site } from './site';

/**
 * The logo as the pages show it: AVIF/WebP/PNG copies at 48, 96 and 128 px made at build time, named
 * by content hash, picked by the browser for the box and the screen. The <img> itself still names
 * '/ddslogo.png' at the site root (docs/contract.md §2), for browsers that read no <source>.
 */
export const logoPicture = { ...logoImage, src: site.logoSrc };

/**
 * The logo the owner uploaded (Site text › Logo and icons), else the build's. The server made its
 * 48/96/128 px copies at upload and serves them at the root; `?v=` changes with each upload.
 */
export function useLogoPicture(): ResponsiveImageSet {
  const tag = useSiteContent().images?.logo;
  if (!tag) return logoPicture;
  return {
    src: siteIconUrl('ddslogo.png', tag),
    width: 512,
    height: 512,
    sources: [
      {
        type: 'image/png',
        srcSet: `${siteIconUrl('logo-48.png', tag)} 48w, ${siteIconUrl('logo-96.png', tag)} 96w, ${siteIconUrl('logo-128.png', tag)} 128w, ${siteIconUrl('ddslogo.png', tag)} 512w`,
      },
    ],
  };
}
