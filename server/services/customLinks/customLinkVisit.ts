import type { SqlExecutor } from '../../db/client';
import type { CustomLinkTarget } from '../../db/schema';
import { customLinkDestination } from './customLinkTargets';

/**
 * One statement per visit (a unique-index lookup on the slug): an organisation with the same slug wins
 * (the link then answers nothing and /{org_name} opens as before); an active link counts the visit in
 * the same statement.
 */
const visitSql = `
with link as (
  select cl.id, cl.target, cl.share_path, p.url_token, o.slug as organization_slug,
    (cl.valid_from is null or cl.valid_from <= now()) and (cl.valid_until is null or now() < cl.valid_until) as active
  from custom_links cl
  left join polls p on p.id = cl.poll_id
  left join organizations o on o.id = cl.organization_id
  where cl.slug = $1 and not exists (select 1 from organizations s where s.slug = $1)
), counted as (
  update custom_links set visits = visits + 1 from link where custom_links.id = link.id and link.active
  returning custom_links.id
)
select link.*, (select count(*) from counted) as counted from link`;

export type CustomLinkVisit = { kind: 'redirect'; location: string } | { kind: 'expired' } | null;

/** What `/{slug}` answers when it is a custom link; null when it is not one (the SPA answers). */
export async function visitCustomLink(executeSql: SqlExecutor, slug: string): Promise<CustomLinkVisit> {
  const { rows } = await executeSql(visitSql, [slug], 'custom-link-visit');
  const row = rows[0];
  if (!row) return null;
  if (row.active !== true) return { kind: 'expired' };
  const location = customLinkDestination({
    target: row.target as CustomLinkTarget,
    pollUrl: (row.url_token as string | null) ?? null,
    organizationSlug: (row.organization_slug as string | null) ?? null,
    sharePath: (row.share_path as string | null) ?? null,
  });
  return location ? { kind: 'redirect', location } : null;
}
