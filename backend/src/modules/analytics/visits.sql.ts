// The visit rule, in one place for the rollups and the attribution: the views of one visitor on
// one day with gaps under 30 minutes are one visit; a view 30 minutes or more after the visitor's
// previous one (or their first of the day) starts a new visit, and is its entry: the visit's
// page, and with its referrer and UTM parts, its source.
export const VISIT_GAP = "interval '30 minutes'";

// The views of page_views matching `where` (on alias `p`), each with `starts` (true for a visit's
// entry) and `visit` (the visit's number within its visitor's day, from 1). `where` must keep or drop
// a visitor's day from its start: a condition on the day, the visitor, or "viewed up to then".
export const visitViewsSql = (where: string) => `
  SELECT v.*, sum(v.starts::int) OVER (PARTITION BY v.visitor, v.day ORDER BY v.viewed_at, v.id) AS visit
    FROM (
      SELECT p.id, p.day, p.visitor, p.viewed_at, p.path, p.referrer_host, p.utm_source, p.utm_medium,
             p.utm_campaign, p.device,
             coalesce(p.viewed_at - lag(p.viewed_at) OVER (PARTITION BY p.visitor, p.day ORDER BY p.viewed_at, p.id)
                        >= ${VISIT_GAP}, true) AS starts
        FROM page_views p
       WHERE ${where}
    ) v`;
