CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"run_after" timestamp with time zone NOT NULL
);
