-- Events show a 16:9 picture (800 and 1600 wide). The demo events were seeded with square product
-- pictures, which exist only 320 and 640 wide, so every event picture failed to load. An event
-- without a picture of its own now shows the store's generated cover (/media/events/{id}-{w}.webp):
-- clear the square product pictures the demo seed stored.
UPDATE events SET event_image = NULL WHERE event_image ~ '^/media/products/[0-9]+-[0-9]+-[0-9]+\.webp$';
