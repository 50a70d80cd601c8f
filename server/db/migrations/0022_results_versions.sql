CREATE TABLE "result_cell_versions" (
	"period_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results_context_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "results_context_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Each period whose cells a statement wrote, and its parent period, once: its version goes up by one
-- (a new row starts at 1). So a parent period's version moves with any of its children's cells.
CREATE FUNCTION "bump_result_cell_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO result_cell_versions (period_id, version)
  SELECT touched.id, 1 FROM (
    SELECT period_id AS id FROM changed_cells
    UNION
    SELECT p.parent_period_id FROM survey_periods p
    WHERE p.id IN (SELECT period_id FROM changed_cells) AND p.parent_period_id IS NOT NULL
  ) touched
  ON CONFLICT (period_id) DO UPDATE SET version = result_cell_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "result_cells_inserted" AFTER INSERT ON "result_cells" REFERENCING NEW TABLE AS changed_cells
  FOR EACH STATEMENT EXECUTE FUNCTION bump_result_cell_versions();
--> statement-breakpoint
CREATE TRIGGER "result_cells_updated" AFTER UPDATE ON "result_cells" REFERENCING NEW TABLE AS changed_cells
  FOR EACH STATEMENT EXECUTE FUNCTION bump_result_cell_versions();
--> statement-breakpoint
CREATE TRIGGER "result_cells_deleted" AFTER DELETE ON "result_cells" REFERENCING OLD TABLE AS changed_cells
  FOR EACH STATEMENT EXECUTE FUNCTION bump_result_cell_versions();
--> statement-breakpoint
-- One more per transaction that changed a watched table, at its commit (the flag is the transaction's own).
CREATE FUNCTION "bump_results_context_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('balss.results_context_bumped', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM set_config('balss.results_context_bumped', pg_current_xact_id()::text, true);
    UPDATE results_context_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The tables a results summary reads besides responses and result_cells (summaryReadTables.test.ts holds
-- this list to what the summary really reads). Truncating one (tests) or result_cells counts too.
DO $$
DECLARE watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['survey_periods', 'organizations', 'survey_versions', 'benchmarks',
    'benchmark_definitions', 'benchmark_access', 'benchmark_tag_access', 'organization_tag_links',
    'benchmark_item_overrides', 'survey_package_benchmarks', 'survey_packages', 'survey_package_organizations',
    'organization_property_value_users', 'organization_property_assignments', 'fiscal_years'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_results_context_version()',
      watched || '_results_context', watched);
  END LOOP;
  FOREACH watched IN ARRAY ARRAY['survey_periods', 'organizations', 'survey_versions', 'benchmarks',
    'benchmark_definitions', 'benchmark_access', 'benchmark_tag_access', 'organization_tag_links',
    'benchmark_item_overrides', 'survey_package_benchmarks', 'survey_packages', 'survey_package_organizations',
    'organization_property_value_users', 'organization_property_assignments', 'fiscal_years', 'result_cells',
    'identities'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION bump_results_context_version()', watched || '_truncated', watched);
  END LOOP;
END $$;
--> statement-breakpoint
-- A teacher reads results through this column (resultsScope); nothing else of an identity counts.
CREATE CONSTRAINT TRIGGER "identities_results_context" AFTER UPDATE OF "teacher_access_to_results" ON "identities"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_results_context_version();
--> statement-breakpoint
-- What a kept summary of a period (`root`) and its child periods (`period_ids`, the root among them)
-- was made of: null while a finished response of them is not folded yet (the live tail), which a
-- summary counts but no version shows; else the platform's context version, the root's cell version and
-- the day in Riga by the database's clock (packages, and so benchmarks, count by it: packageEntitlement.ts).
CREATE FUNCTION "results_read_version"(root int, period_ids int[]) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN EXISTS (SELECT 1 FROM responses r
      WHERE r.period_id = ANY(period_ids) AND r.status = 'finished' AND NOT r.counted) THEN NULL
    ELSE (SELECT version FROM results_context_version WHERE id = 1) || ':' ||
      coalesce((SELECT version FROM result_cell_versions WHERE period_id = root), 0) || ':' ||
      (now() AT TIME ZONE 'Europe/Riga')::date
  END
$$;
--> statement-breakpoint
-- A finished response leaves only with its poll or period (cascades): whatever deletes one counts as a change.
CREATE CONSTRAINT TRIGGER "responses_results_context" AFTER DELETE ON "responses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_results_context_version();
