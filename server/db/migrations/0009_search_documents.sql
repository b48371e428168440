-- Search (issue 25): accents folded by unaccent, then English stemming, in one configuration
-- the generated documents below name. PGlite loads its unaccent extension (server/db/open.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION teahouse (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION teahouse ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
-- A list of tags as words. array_to_string is only "stable" (an element's output function could
-- change), which a generated column refuses; for text[] its answer never changes.
CREATE FUNCTION teahouse_words(tags text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(tags, ' ') $$;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('teahouse'::regconfig, coalesce("comments"."search_text", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('teahouse'::regconfig, case when "posts"."parent_post_id" is null then split_part(coalesce("posts"."search_text", ''), chr(10), 1) else '' end), 'A') || setweight(to_tsvector('teahouse'::regconfig, teahouse_words("posts"."index_tags" || "posts"."category_tags")), 'B') || setweight(to_tsvector('teahouse'::regconfig, coalesce("posts"."search_text", '')), 'C') || setweight(to_tsvector('teahouse'::regconfig, teahouse_words("posts"."whisper_tags" || "posts"."content_warnings")), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "comments_search_document" ON "comments" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "posts_search_document" ON "posts" USING gin ("search_document");