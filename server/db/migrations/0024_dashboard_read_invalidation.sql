-- Issue 16: the seller's dashboard figures are cached per store too (server/plugins/store-reads.ts,
-- beside the products and orders lists of migration 0022). Beyond orders and customers they show
-- the unread messages and the cash transporters hold: those tables notify hanout_store_reads
-- with the store's id as well, through 0022's statement-level trigger function.
CREATE TRIGGER messages_store_reads_insert AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();--> statement-breakpoint
CREATE TRIGGER messages_store_reads_update AFTER UPDATE ON messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();--> statement-breakpoint
CREATE TRIGGER messages_store_reads_delete AFTER DELETE ON messages
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();--> statement-breakpoint
CREATE TRIGGER cash_collections_store_reads_insert AFTER INSERT ON cash_collections
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();--> statement-breakpoint
CREATE TRIGGER cash_collections_store_reads_update AFTER UPDATE ON cash_collections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();--> statement-breakpoint
CREATE TRIGGER cash_collections_store_reads_delete AFTER DELETE ON cash_collections
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();--> statement-breakpoint
CREATE TRIGGER cash_handovers_store_reads_insert AFTER INSERT ON cash_handovers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();--> statement-breakpoint
CREATE TRIGGER cash_handovers_store_reads_update AFTER UPDATE ON cash_handovers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();--> statement-breakpoint
CREATE TRIGGER cash_handovers_store_reads_delete AFTER DELETE ON cash_handovers
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();
