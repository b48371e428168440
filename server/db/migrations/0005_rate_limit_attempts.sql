CREATE TABLE "rate_limit_attempts" (
	"bucket" text NOT NULL,
	"client" text NOT NULL,
	"window_start" timestamp (3) with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_attempts_bucket_client_pk" PRIMARY KEY("bucket","client")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_attempts_window_start_index" ON "rate_limit_attempts" USING btree ("window_start");