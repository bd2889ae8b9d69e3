#!/usr/bin/env bash
# The update of the ingest job (update.yml), run by its ingest step and again after a refused push:
# what is due, or the one draw the inputs LOTTERY and DRAW_DATE name. Either input given asks for
# that draw, and `update` refuses a lottery or a date alone by name. Exits as `update` does.
if [ -n "$LOTTERY$DRAW_DATE" ]; then
  exec npm run pipeline -- update --no-build --lottery "$LOTTERY" --date "$DRAW_DATE"
fi
exec npm run pipeline -- update --no-build
