-- Member-facing catalogue texts in every language (issue 15 item 6, decision 044). Game genres and
-- descriptions, news titles and bodies and banner titles were one English text each, so Chinese
-- screens read English. Each becomes jsonb keyed by language (en-US, zh-TW, zh-CN), like quests
-- (006) and prizes (008); the server answers in the request's Accept-Language. English is required
-- (the CHECKs; a missing key's jsonb_typeof is NULL, which a CHECK lets pass, hence coalesce): a
-- language without a text reads English, so a game an operator adds in English only never shows
-- a blank. Game names stay one text: they are published proper nouns.
--
-- Existing rows keep their English under 'en-US'; rows the seed wrote get their translations
-- (matched by slug or image and by the English text, so a row an operator has since edited keeps
-- its edit). A genre is translated wherever its English is known, seeded game or not.

-- games: `tag` is the genre the cards and search show; `description` the game's blurb.
ALTER TABLE games
  ALTER COLUMN tag TYPE jsonb USING jsonb_build_object('en-US', tag),
  ALTER COLUMN description TYPE jsonb USING jsonb_build_object('en-US', description),
  ADD CONSTRAINT games_tag_english CHECK (coalesce(jsonb_typeof(tag -> 'en-US'), '') = 'string'),
  ADD CONSTRAINT games_description_english
    CHECK (coalesce(jsonb_typeof(description -> 'en-US'), '') = 'string');

-- news: the title search results list and the body under it.
ALTER TABLE news ALTER COLUMN body DROP DEFAULT;
ALTER TABLE news
  ALTER COLUMN title TYPE jsonb USING jsonb_build_object('en-US', title),
  ALTER COLUMN body TYPE jsonb USING jsonb_build_object('en-US', body),
  ADD CONSTRAINT news_title_english CHECK (coalesce(jsonb_typeof(title -> 'en-US'), '') = 'string'),
  ADD CONSTRAINT news_body_english CHECK (coalesce(jsonb_typeof(body -> 'en-US'), '') = 'string');
ALTER TABLE news ALTER COLUMN body SET DEFAULT '{"en-US": ""}'::jsonb;

-- banners: the headline drawn over a home banner.
ALTER TABLE banners
  ALTER COLUMN title TYPE jsonb USING jsonb_build_object('en-US', title),
  ADD CONSTRAINT banners_title_english CHECK (coalesce(jsonb_typeof(title -> 'en-US'), '') = 'string');

UPDATE games g SET tag = t.texts
  FROM (VALUES
  ('{"en-US":"RPG","zh-TW":"角色扮演","zh-CN":"角色扮演"}'::jsonb),
  ('{"en-US":"Strategy","zh-TW":"策略","zh-CN":"策略"}'::jsonb),
  ('{"en-US":"Casual","zh-TW":"休閒","zh-CN":"休闲"}'::jsonb),
  ('{"en-US":"Racing","zh-TW":"競速","zh-CN":"竞速"}'::jsonb),
  ('{"en-US":"Puzzle","zh-TW":"益智","zh-CN":"益智"}'::jsonb),
  ('{"en-US":"Action","zh-TW":"動作","zh-CN":"动作"}'::jsonb),
  ('{"en-US":"Simulation","zh-TW":"模擬","zh-CN":"模拟"}'::jsonb)
  ) AS t (texts)
 WHERE g.tag = jsonb_build_object('en-US', t.texts ->> 'en-US');

UPDATE games g SET description = t.texts
  FROM (VALUES
  ('ember-realms', '{"en-US":"Forge alliances and reclaim a kingdom swallowed by living fire in this open-world role-playing saga.","zh-TW":"在這部開放世界角色扮演史詩中締結同盟，奪回被活火吞噬的王國。","zh-CN":"在这部开放世界角色扮演史诗中缔结同盟，夺回被活火吞噬的王国。"}'::jsonb),
  ('starfall-tactics', '{"en-US":"Turn-based fleet battles across a collapsing star cluster; every move bends gravity.","zh-TW":"在崩塌中的星團展開回合制艦隊對戰；每一步都會扭曲重力。","zh-CN":"在崩塌中的星团展开回合制舰队对战；每一步都会扭曲重力。"}'::jsonb),
  ('pixel-orchard', '{"en-US":"Plant, trade and harvest a pixel-art orchard with friends in five-minute sessions.","zh-TW":"與好友一起種植、交易並收成像素風果園，每局只需五分鐘。","zh-CN":"与好友一起种植、交易并收获像素风果园，每局只需五分钟。"}'::jsonb),
  ('neon-drift', '{"en-US":"Slide through rain-slick neon cities and tune your ride for weekly leaderboard cups.","zh-TW":"在雨水濕滑的霓虹城市中甩尾飛馳，調校愛車迎戰每週排行榜盃賽。","zh-CN":"在雨水湿滑的霓虹城市中漂移飞驰，调校爱车迎战每周排行榜杯赛。"}'::jsonb),
  ('abyssal-legends', '{"en-US":"Dive into a sunken empire, collect relic heroes and survive the tides of the abyss.","zh-TW":"潛入沉沒的帝國，收集遺物英雄，在深淵的潮汐中求生。","zh-CN":"潜入沉没的帝国，收集遗物英雄，在深渊的潮汐中求生。"}'::jsonb),
  ('crown-and-conquest', '{"en-US":"Build a dynasty, forge treaties and out-think rival houses in real-time campaigns.","zh-TW":"建立王朝、締結條約，在即時戰役中以智謀勝過敵對家族。","zh-CN":"建立王朝、缔结条约，在即时战役中以智谋胜过敌对家族。"}'::jsonb),
  ('bubble-harbor', '{"en-US":"Match bubbles to rebuild a seaside town, one cosy pier at a time.","zh-TW":"消除泡泡重建海濱小鎮，一次修好一座溫馨碼頭。","zh-CN":"消除泡泡重建海滨小镇，一次修好一座温馨码头。"}'::jsonb),
  ('skyforge-arena', '{"en-US":"Three-minute aerial brawls with craftable wings, hooks and thunder hammers.","zh-TW":"三分鐘的空中混戰，可打造翅膀、鉤爪與雷霆戰鎚。","zh-CN":"三分钟的空中混战，可打造翅膀、钩爪与雷霆战锤。"}'::jsonb),
  ('mythic-tamers', '{"en-US":"Befriend and evolve over two hundred mythic creatures on a floating archipelago.","zh-TW":"在漂浮群島上結交並進化兩百多種神話生物。","zh-CN":"在漂浮群岛上结交并进化两百多种神话生物。"}'::jsonb),
  ('galactic-traders', '{"en-US":"Run a merchant fleet, speculate on planet markets and dodge space pirates.","zh-TW":"經營商船隊，在行星市場中投機買賣，並躲避太空海盜。","zh-CN":"经营商船队，在行星市场中投机买卖，并躲避太空海盗。"}'::jsonb),
  ('shadow-relay', '{"en-US":"Co-op stealth heists where each player controls one shadow of the same thief.","zh-TW":"合作潛行搶案：每位玩家各自操控同一名盜賊的一道影子。","zh-CN":"合作潜行劫案：每位玩家各自操控同一名盗贼的一道影子。"}'::jsonb),
  ('harvest-haven', '{"en-US":"A relaxing farm sim with seasons, festivals and a village that remembers you.","zh-TW":"輕鬆的農場模擬遊戲，有四季更迭、節慶活動，還有一座記得你的村莊。","zh-CN":"轻松的农场模拟游戏，有四季更迭、节庆活动，还有一座记得你的村庄。"}'::jsonb),
  ('rune-puzzle-quest', '{"en-US":"Slide ancient runes into place to break curses in bite-size puzzle chapters.","zh-TW":"在短小精悍的解謎章節中推動古老符文歸位，破除詛咒。","zh-CN":"在短小精悍的解谜章节中推动古老符文归位，破除诅咒。"}'::jsonb),
  ('frozen-frontier', '{"en-US":"Survive an endless winter as the last outpost commander. Temporarily unavailable.","zh-TW":"身為最後一座前哨站的指揮官，在無盡寒冬中求生。暫停服務中。","zh-CN":"身为最后一座前哨站的指挥官，在无尽寒冬中求生。暂停服务中。"}'::jsonb)
  ) AS t (slug, texts)
 WHERE g.slug = t.slug AND g.description = jsonb_build_object('en-US', t.texts ->> 'en-US');

UPDATE news n SET title = t.title, body = t.body
  FROM (VALUES
  ('news/ember-realms-season-4.svg', '{"en-US":"Ember Realms Season 4: The Ashen Crown is live","zh-TW":"餘燼王國第 4 季「灰燼王冠」正式上線","zh-CN":"余烬王国第 4 季“灰烬王冠”正式上线"}'::jsonb, '{"en-US":"New region, twelve quests and a fire-forged mount await.","zh-TW":"全新區域、十二項任務與一匹烈焰鍛造的坐騎等你來拿。","zh-CN":"全新区域、十二项任务与一匹烈焰锻造的坐骑等你来拿。"}'::jsonb),
  ('news/mythic-tamers-evolution.svg', '{"en-US":"Mythic Tamers adds 24 new evolutions","zh-TW":"神話馴獸師新增 24 種進化型態","zh-CN":"神话驯兽师新增 24 种进化形态"}'::jsonb, '{"en-US":"Water and storm lines gain a third form.","zh-TW":"水系與風暴系生物獲得第三型態。","zh-CN":"水系与风暴系生物获得第三形态。"}'::jsonb),
  ('news/neon-drift-cup.svg', '{"en-US":"Neon Drift weekly cup doubles GACT prizes","zh-TW":"霓虹漂移每週盃賽 GACT 獎勵加倍","zh-CN":"霓虹漂移每周杯赛 GACT 奖励翻倍"}'::jsonb, '{"en-US":"Top 100 racers share the boosted pool this week.","zh-TW":"本週前 100 名車手共享加碼獎池。","zh-CN":"本周前 100 名车手共享加码奖池。"}'::jsonb),
  ('news/platform-steam-link.svg', '{"en-US":"Link Steam and earn 100 reward points","zh-TW":"連結 Steam 即可獲得 100 獎勵積分","zh-CN":"关联 Steam 即可获得 100 奖励积分"}'::jsonb, '{"en-US":"Connect your Steam account from Profile to claim the bonus.","zh-TW":"在個人資料中連結你的 Steam 帳號即可領取獎勵。","zh-CN":"在个人资料中关联你的 Steam 账号即可领取奖励。"}'::jsonb),
  ('news/starfall-balance.svg', '{"en-US":"Starfall Tactics balance update 2.3","zh-TW":"星墜戰術 2.3 版平衡性更新","zh-CN":"星坠战术 2.3 版平衡性更新"}'::jsonb, '{"en-US":"Carrier fleets cost more; scouts move farther.","zh-TW":"航母艦隊成本提高；偵察艦移動距離更遠。","zh-CN":"航母舰队成本提高；侦察舰移动距离更远。"}'::jsonb),
  ('news/pixel-orchard-festival.svg', '{"en-US":"Pixel Orchard spring festival starts Friday","zh-TW":"像素果園春季祭典週五開跑","zh-CN":"像素果园春季庆典周五开启"}'::jsonb, '{"en-US":"Cherry trees, lanterns and a limited basket skin.","zh-TW":"櫻花樹、燈籠與限定籃子外觀。","zh-CN":"樱花树、灯笼与限定篮子皮肤。"}'::jsonb),
  ('news/skyforge-ranked.svg', '{"en-US":"Skyforge Arena opens ranked season 2","zh-TW":"天鑄競技場開啟第 2 個排位賽季","zh-CN":"天铸竞技场开启第 2 个排位赛季"}'::jsonb, '{"en-US":"Climb from Copper to Mythril and keep your wings.","zh-TW":"從紅銅一路爬升到秘銀，翅膀也會一直保留。","zh-CN":"从红铜一路攀升到秘银，翅膀也会一直保留。"}'::jsonb),
  ('news/invite-programme.svg', '{"en-US":"Invite friends, unlock lootboxes together","zh-TW":"邀請好友，一起解鎖寶箱","zh-CN":"邀请好友，一起解锁宝箱"}'::jsonb, '{"en-US":"Every friend who joins with your code earns you both a lootbox.","zh-TW":"每位用你的邀請碼加入的好友，都能讓你們各得一個寶箱。","zh-CN":"每位用你的邀请码加入的好友，都能让你们各得一个宝箱。"}'::jsonb),
  ('news/shadow-relay-heist.svg', '{"en-US":"Shadow Relay: the museum heist chapter","zh-TW":"暗影接力：博物館搶案篇章","zh-CN":"暗影接力：博物馆劫案篇章"}'::jsonb, '{"en-US":"Four-player stealth with a brand-new gadget tree.","zh-TW":"四人潛行合作，搭配全新的道具技能樹。","zh-CN":"四人潜行合作，搭配全新的道具技能树。"}'::jsonb),
  ('news/harvest-haven-anniversary.svg', '{"en-US":"Harvest Haven celebrates its third anniversary","zh-TW":"豐收港歡慶三週年","zh-CN":"丰收港欢庆三周年"}'::jsonb, '{"en-US":"Log in daily for anniversary seeds and a golden scarecrow.","zh-TW":"每日登入即可獲得週年種子與黃金稻草人。","zh-CN":"每日登录即可获得周年种子与黄金稻草人。"}'::jsonb)
  ) AS t (cover, title, body)
 WHERE n.cover = t.cover
   AND n.title = jsonb_build_object('en-US', t.title ->> 'en-US')
   AND n.body = jsonb_build_object('en-US', t.body ->> 'en-US');

UPDATE banners b SET title = t.texts
  FROM (VALUES
  ('banners/ember-realms-season-4.svg', '{"en-US":"Season 4: The Ashen Crown","zh-TW":"第 4 季：灰燼王冠","zh-CN":"第 4 季：灰烬王冠"}'::jsonb),
  ('banners/mythic-tamers-launch.svg', '{"en-US":"Tame the legends","zh-TW":"馴服傳說","zh-CN":"驯服传说"}'::jsonb),
  ('banners/neon-drift-cup.svg', '{"en-US":"Double GACT cup week","zh-TW":"GACT 雙倍盃賽週","zh-CN":"GACT 双倍杯赛周"}'::jsonb),
  ('banners/pixel-orchard-festival.svg', '{"en-US":"Spring festival","zh-TW":"春季祭典","zh-CN":"春季庆典"}'::jsonb)
  ) AS t (image, texts)
 WHERE b.image = t.image AND b.title = jsonb_build_object('en-US', t.texts ->> 'en-US');
