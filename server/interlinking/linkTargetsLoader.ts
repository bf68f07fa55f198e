import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { docAppUrl, type TTargetInput } from '@core/analysis/interlinking';
import type { TSessionUser } from '../auth/sessionUser';
import type { Db } from '../db/database';
import { assetChunks, assets } from '../db/schema/assets';
import { blogs } from '../db/schema/blogs';
import { Blog } from '../policies/blog';
import { can } from '../policies/cancan';
import { Project } from '../policies/project';
import { findProject } from '../queries/projectFinder';
import type { TLinkScope } from './linkScope';

/** Bounds on the work one request causes: targets compared, and the text read from each. */
export const MAX_DOC_TARGETS = 200;
export const MAX_PAGE_TARGETS = 300;
export const TARGET_TEXT_CHARS = 8_000;

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** The text of a stored doc's sanitized HTML, cheaply: tags to spaces, the entities sanitize-html writes decoded. */
const htmlText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&(?:nbsp|lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]!).replace(/\s+/g, ' ').trim();

/** The docs of the scope (newest first, the doc itself left out), as the person may read them. */
export function scopedBlogs(scope: TLinkScope): SQL {
  const mode = scope.teamId ? eq(blogs.teamId, scope.teamId) : isNull(blogs.teamId);
  // Without membership of the doc's team, only the person's own docs of it (Blog policy holds too).
  return and(eq(blogs.projectId, scope.projectId), eq(blogs.outputType, 'blog'), mode, scope.viaTeam ? undefined : eq(blogs.userId, scope.userId))!;
}

async function docTargets(db: Db, user: TSessionUser, scope: TLinkScope, excludeId: string | null): Promise<{ targets: TTargetInput[]; more: boolean }> {
  const rows = await db
    .select({
      id: blogs.id,
      userId: blogs.userId,
      teamId: blogs.teamId,
      shared: blogs.shared,
      title: blogs.title,
      metaData: blogs.metaData,
      html: sql<string>`left(${blogs.copyToSave}, ${TARGET_TEXT_CHARS * 3})`,
    })
    .from(blogs)
    .where(and(scopedBlogs(scope), excludeId ? ne(blogs.id, excludeId) : undefined))
    .orderBy(desc(blogs.updatedAt), desc(blogs.id))
    .limit(MAX_DOC_TARGETS + 1);
  const targets = rows
    .slice(0, MAX_DOC_TARGETS)
    .filter((row) => can(user, 'read', Blog.of(row)))
    .map((row) => ({
      kind: 'doc' as const,
      id: row.id,
      url: docAppUrl(row.id),
      title: row.title,
      keywords: row.metaData.seoKeywords ?? [],
      text: htmlText(row.html).slice(0, TARGET_TEXT_CHARS),
    }));
  return { targets, more: rows.length > MAX_DOC_TARGETS };
}

/** A domain page's title: its first heading, else its address's path. */
function pageTitle(heading: string | null, url: string): string {
  if (heading?.trim()) return heading.trim();
  try {
    const { hostname, pathname } = new URL(url);
    return `${hostname}${pathname === '/' ? '' : pathname}`;
  } catch {
    return url;
  }
}

/** The pages of the project's URL and domain assets (a URL asset is one page, a domain one per address read). */
export async function sitePages(db: Db, projectId: string, limit: number, textChars: number) {
  const pageUrl = sql<string>`coalesce(${assetChunks.url}, ${assets.url})`;
  const rows = await db
    .select({
      assetId: assetChunks.assetId,
      kind: assets.kind,
      assetTitle: assets.title,
      url: pageUrl,
      heading: sql<string | null>`(array_agg(${assetChunks.heading} order by ${assetChunks.position}) filter (where ${assetChunks.heading} is not null))[1]`,
      text: textChars > 0 ? sql<string>`left(string_agg(${assetChunks.text}, ' ' order by ${assetChunks.position}), ${textChars})` : sql<string>`''`,
    })
    .from(assetChunks)
    .innerJoin(assets, eq(assets.id, assetChunks.assetId))
    .where(and(eq(assetChunks.projectId, projectId), inArray(assets.kind, ['url', 'domain']), sql`${pageUrl} is not null`))
    .groupBy(assetChunks.assetId, assets.kind, assets.title, pageUrl)
    .orderBy(assetChunks.assetId, pageUrl)
    .limit(limit + 1);
  const pages = rows.slice(0, limit).map((row) => ({
    assetId: row.assetId,
    url: row.url,
    title: row.kind === 'url' ? row.assetTitle : pageTitle(row.heading, row.url),
    text: row.text,
  }));
  return { pages, more: rows.length > limit };
}

/** Whether the person works in the scope's project (its owner, or a member of the team it is reached through). */
export async function usesProject(db: Db, user: TSessionUser, scope: TLinkScope): Promise<boolean> {
  const project = await findProject(db, scope.projectId);
  return Boolean(project) && can(user, 'use', Project.of({ ...project!, viaTeamId: scope.viaTeam ? scope.teamId : null }));
}

/**
 * What a doc or text of this scope may link to: the other docs the person reads in it (at most
 * 200, newest first) and the pages of the project's sites (at most 300), each with up to 8,000
 * characters of text, and notices saying what the caps left out.
 */
export async function loadLinkTargets(db: Db, user: TSessionUser, scope: TLinkScope, excludeDocId: string | null): Promise<{ targets: TTargetInput[]; notices: string[] }> {
  const docs = await docTargets(db, user, scope, excludeDocId);
  const pages = (await usesProject(db, user, scope)) ? await sitePages(db, scope.projectId, MAX_PAGE_TARGETS, TARGET_TEXT_CHARS) : { pages: [], more: false };
  const notices: string[] = [];
  if (docs.more) notices.push(`Only the ${MAX_DOC_TARGETS} most recently updated docs were compared.`);
  if (pages.more) notices.push(`Only ${MAX_PAGE_TARGETS} pages of your sites were compared.`);
  const pageTargets = pages.pages.map((page) => ({ kind: 'page' as const, id: page.assetId, url: page.url, title: page.title, keywords: [], text: page.text }));
  return { targets: [...docs.targets, ...pageTargets], notices };
}
