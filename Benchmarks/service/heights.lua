-- wrk script: POST /v1/heights with BATCH messages a request, every message
-- made of new words (random syllables), so the service shapes as it would
-- for a stranger's chat, not from a warm cache alone.
local batch = tonumber(os.getenv("BATCH") or "10")
local syllables = {"ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "ze", "por", "lin", "dar", "mek", "sul", "tra"}
local common = {"the", "and", "you", "see", "at", "nine", "ok", "thanks", "tomorrow", "lunch"}
local counter = 0

local function word()
  if math.random() < 0.6 then return common[math.random(#common)] end
  local parts = {}
  for i = 1, math.random(2, 4) do parts[i] = syllables[math.random(#syllables)] end
  return table.concat(parts)
end

local function message(id)
  local words = {}
  for i = 1, math.random(4, 24) do words[i] = word() end
  return string.format('{"id": %d, "text": "%s"}', id, table.concat(words, " "))
end

function init(args)
  math.randomseed(os.time() + tonumber(tostring({}):sub(8), 16) % 1000)
end

request = function()
  local messages = {}
  for i = 1, batch do
    counter = counter + 1
    messages[i] = message(counter)
  end
  local body = '{"widths": [300, 375], "sizes": [17, 28], "messages": [' .. table.concat(messages, ", ") .. ']}'
  return wrk.format("POST", "/v1/heights", {["Content-Type"] = "application/json"}, body)
end

local errors = 0
response = function(status, headers, body)
  if status ~= 200 then errors = errors + 1 end
end

done = function(summary, latency, requests)
  io.write(string.format("RESULT requests=%d seconds=%.3f errors=%d non2xx=%d p50_ms=%.3f p99_ms=%.3f\n",
    summary.requests, summary.duration / 1e6,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status, latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
