import type { TCreateBlogInput, TSaveBlogInput } from '@core/api/blogs';
import type { TBlogContent } from './blogFields';

/** The save payload as the command takes it; `teamId` is the team the caller was authorized for. */
export function blogContent(body: TSaveBlogInput | TCreateBlogInput, teamId: string | null): TBlogContent {
  if (!('copy_to_save' in body)) return { projectId: body.project_id, teamId, title: body.title, html: '' };
  return {
    projectId: body.project_id,
    teamId,
    title: body.title,
    html: body.copy_to_save,
    userInput: body.user_input,
    metaData: body.meta_data,
    inputType: body.input_type,
    style: body.style,
  };
}
