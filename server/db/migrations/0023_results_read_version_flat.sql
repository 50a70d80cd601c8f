-- What a kept summary of a period (`root`) and its child periods was made of, as in 0022, but asked of
-- the waiting responses instead of each period of the family: it walks responses_uncounted_idx one
-- period at a time (a loose index scan: one descent per period that has a response waiting, none left
-- once folded) and looks up each such period's parent. 0022 probed the index once per child period:
-- 10,000 probes for a country's parent period, most of a kept read (5.3 ms against a 0.6 ms floor).
-- Ordered by period_id with a limit of one, the partial index is the cheapest way even when statistics
-- say many rows wait.
CREATE FUNCTION "results_read_version"(root int) RETURNS text LANGUAGE sql STABLE AS $$
  WITH RECURSIVE waiting(period_id) AS (
    (SELECT r.period_id FROM responses r WHERE r.status = 'finished' AND NOT r.counted
      ORDER BY r.period_id LIMIT 1)
    UNION ALL
    SELECT (SELECT r.period_id FROM responses r
             WHERE r.status = 'finished' AND NOT r.counted AND r.period_id > w.period_id
             ORDER BY r.period_id LIMIT 1)
      FROM waiting w WHERE w.period_id IS NOT NULL
  )
  SELECT CASE WHEN EXISTS (SELECT 1 FROM waiting w WHERE w.period_id = root
      OR (SELECT p.parent_period_id FROM survey_periods p WHERE p.id = w.period_id) = root) THEN NULL
    ELSE (SELECT version FROM results_context_version WHERE id = 1) || ':' ||
      coalesce((SELECT version FROM result_cell_versions WHERE period_id = root), 0) || ':' ||
      (now() AT TIME ZONE 'Europe/Riga')::date
  END
$$;
--> statement-breakpoint
DROP FUNCTION "results_read_version"(int, int[]);
