/**
 * The content library (captioned images and videos for franchises). The file
 * travels as the `media` part of a multipart form; its type is sniffed from
 * its bytes, so a `mediaType` the client sends is accepted and ignored.
 */
import { z } from 'zod';
import { clientId } from './common';
import { blankableText, filled } from './filled';
import { MAX } from './limits';

const CAPTION_REQUIRED = 'Please enter a caption.';
export const CONTENT_FILE_REQUIRED = 'Please choose a valid file (image or video) to upload.';
export const CONTENT_NOT_FOUND = 'File not found.';

export const contentFields = z
  .strictObject({ text: blankableText('Caption', MAX.caption), mediaType: z.string().max(40).optional(), clientId })
  .superRefine(filled([['text', CAPTION_REQUIRED]]));

export interface ContentItem {
  _id: string;
  text: string;
  mediaType: 'image' | 'video' | 'document';
  media: { url: string };
  createdAt: string;
}
