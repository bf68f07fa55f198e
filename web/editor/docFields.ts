import type { TBlog } from '@core/api/blogs';
import { BLOG_COUNTRY_DEFAULT, BLOG_LANGUAGE_DEFAULT, BLOG_TONE_DEFAULT, type TSaveBlogInput } from '@core/api/blogs';

/** What the side panel edits and the save call stores next to the text (spec §3 Editor state). */
export type TDocFields = {
  title: string;
  seoKeywords: string[];
  meta: string;
  summary: string;
  conclusion: string;
  language: string;
  country: string;
  tone: string;
};

export function fieldsOf(blog: TBlog): TDocFields {
  return {
    title: blog.title,
    seoKeywords: blog.meta_data.seoKeywords ?? [],
    meta: blog.meta_data.meta ?? '',
    summary: blog.meta_data.summary ?? '',
    conclusion: blog.meta_data.conclusion ?? '',
    language: blog.meta_data.language || BLOG_LANGUAGE_DEFAULT,
    country: blog.meta_data.country || BLOG_COUNTRY_DEFAULT,
    tone: blog.user_input.tone || BLOG_TONE_DEFAULT,
  };
}

/**
 * The save call's body. No encodedYdoc: the text's Yjs updates reach the server over the
 * collaboration socket; the HTML is sent so the save rule (some text) and the list stay in step.
 */
export function saveInput(blog: Pick<TBlog, '_id' | 'project_id'>, fields: TDocFields, html: string): TSaveBlogInput {
  return {
    save_id: blog._id,
    project_id: blog.project_id,
    title: fields.title,
    copy_to_save: html,
    user_input: { tone: fields.tone },
    meta_data: {
      meta: fields.meta,
      summary: fields.summary,
      conclusion: fields.conclusion,
      language: fields.language,
      country: fields.country,
      seoKeywords: fields.seoKeywords,
    },
    output_type: 'blog',
  };
}
