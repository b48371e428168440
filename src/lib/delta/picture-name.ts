/**
 * What a screen reader calls a picture in a post: the poster's description, or "image" when
 * they gave none. Such a picture is still announced (alt="" would skip it), yet nothing is
 * added on screen: the reference editor shows a post's pictures exactly as posted. Who posted
 * it is the name of the article around it already.
 */
export const pictureName = (alt: string) => alt || 'image'
