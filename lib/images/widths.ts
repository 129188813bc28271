/**
 * The widths next/image asks for and /images/[kind]/[file] renders; any other request rounds up.
 * next.config reads these too, so srcsets never offer a width the renderer would round.
 */
export const IMAGE_SIZES = [160, 300, 400, 500] as const;
/**
 * 750: a phone 360 to 375 points wide at 2× (and Lighthouse's 412 at 1.75×) takes it instead of 828,
 * a fifth fewer pixels for the photo that is most often a page's largest paint.
 */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1600, 1920] as const;
export const IMAGE_WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES] as const;
