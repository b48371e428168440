-- Events take their ids as their transaction commits (docs/decisions/060). Rows commit in the
-- order of their ids, so that a reader past id N never finds N - 1 appear later: the events
-- lock (7384114) is held from an event's numbering to its transaction's end. Taken when the
-- rows were inserted, it was held across the write's last round trips, and under a crowd of
-- readers a busy server answered those late: every writer of every process waited for it.
-- Taken by this trigger, which runs inside COMMIT, it is held only while the database commits.
-- The id the insert gave is spent; the one given here is the event's.
CREATE FUNCTION number_event_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7384114);
  UPDATE events SET id = nextval('events_id_seq') WHERE id = NEW.id;
  -- Wakes every process's listeners once the commit is done; one wake a transaction, whatever its events.
  PERFORM pg_notify('teahouse_events', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER events_numbered_at_commit AFTER INSERT ON events DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION number_event_at_commit();
