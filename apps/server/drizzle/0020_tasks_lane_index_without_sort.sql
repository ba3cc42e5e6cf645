DROP INDEX "tasks_lane_idx";--> statement-breakpoint
CREATE INDEX "tasks_lane_idx" ON "tasks" USING btree ("swimlane_id");