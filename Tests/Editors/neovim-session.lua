-- One session of Neovim's own LSP client against `dilint lsp`, run by NeovimClientTests:
--   nvim --headless -u NONE -i NONE -c 'luafile neovim-session.lua'
-- It starts the server on a project, opens one file, waits for the diagnostics Neovim shows for it, asks
-- for the definition at one place, and writes what it got as JSON. Inputs come from the environment:
--   DILINT_BINARY   the dilint executable
--   DILINT_ROOT     the project (workspace folder)
--   DILINT_FILE     the file to open, below DILINT_ROOT
--   DILINT_LINE, DILINT_CHARACTER  the definition request's position (LSP, 0-based; on an ASCII line UTF-8
--                   and UTF-16 agree, so it holds whichever encoding the client negotiates)
--   DILINT_OUTPUT   where the JSON goes
--   DILINT_TIMEOUT_MS  how long to wait for anything (default 60000)
-- Neovim 0.7 has no vim.lsp.start (0.8+): start_client and buf_attach_client are used there.
-- Exits 0 when the session ran (the test judges what it got), 1 when something failed on the way;
-- the JSON is written either way, with `error` set on failure.

local env = vim.env
local version = vim.version()
local output = { neovim = string.format('%d.%d.%d', version.major, version.minor, version.patch), log = {} }

local function write_output()
  local file = assert(io.open(env.DILINT_OUTPUT, 'w'))
  file:write(vim.fn.json_encode(output))
  file:close()
end

local function note(kind, result)
  table.insert(output.log, { kind = kind, type = result.type, message = result.message })
end

local function session()
  local timeout = tonumber(env.DILINT_TIMEOUT_MS or '') or 60000
  local root = assert(env.DILINT_ROOT, 'DILINT_ROOT is not set')
  local path = root .. '/' .. assert(env.DILINT_FILE, 'DILINT_FILE is not set')

  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  local buffer = vim.api.nvim_get_current_buf()

  local config = {
    name = 'dilint',
    cmd = { assert(env.DILINT_BINARY, 'DILINT_BINARY is not set'), 'lsp' },
    root_dir = root,
    handlers = {
      -- What the server says about itself goes to the output rather than to Neovim's messages.
      ['window/logMessage'] = function(_, result) note('logMessage', result) end,
      ['window/showMessage'] = function(_, result) note('showMessage', result) end,
    },
    on_exit = function(code, signal) output.exit = { code = code, signal = signal } end,
  }
  local client_id
  if vim.lsp.start then
    client_id = vim.lsp.start(config, { bufnr = buffer })
  else
    client_id = vim.lsp.start_client(config)
    assert(client_id, 'vim.lsp.start_client did not start dilint')
    assert(vim.lsp.buf_attach_client(buffer, client_id), 'could not attach the client to the buffer')
  end
  assert(client_id, 'the client did not start')

  -- A server that exits ends a wait at once rather than at its timeout.
  local function assert_running()
    assert(output.exit == nil, 'dilint lsp exited early: ' .. vim.inspect(output.exit))
  end
  local initialized = vim.wait(timeout, function()
    local client = vim.lsp.get_client_by_id(client_id)
    return output.exit ~= nil or (client ~= nil and client.initialized == true)
  end, 20)
  assert_running()
  assert(initialized, 'the server did not answer initialize within ' .. timeout .. ' ms')
  -- The encoding the client uses for positions (Neovim 0.7 keeps UTF-16; later ones offer UTF-8 first).
  output.offset_encoding = vim.lsp.get_client_by_id(client_id).offset_encoding

  -- Pushed (publishDiagnostics) or, on a Neovim that pulls, pulled: vim.diagnostic has both.
  local arrived = vim.wait(timeout, function() return output.exit ~= nil or #vim.diagnostic.get(buffer) > 0 end, 20)
  assert_running()
  assert(arrived, 'no diagnostics for ' .. path .. ' within ' .. timeout .. ' ms')
  output.diagnostics = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    table.insert(output.diagnostics, {
      code = diagnostic.code,
      source = diagnostic.source,
      severity = diagnostic.severity,
      lnum = diagnostic.lnum,
      col = diagnostic.col,
      end_lnum = diagnostic.end_lnum,
      end_col = diagnostic.end_col,
      message = diagnostic.message,
    })
  end

  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buffer) },
    position = { line = tonumber(env.DILINT_LINE), character = tonumber(env.DILINT_CHARACTER) },
  }
  local replies, problem = vim.lsp.buf_request_sync(buffer, 'textDocument/definition', params, timeout)
  assert(replies, 'textDocument/definition: ' .. tostring(problem))
  local reply = replies[client_id]
  assert(reply, 'textDocument/definition: no reply from dilint')
  assert(not reply.error, 'textDocument/definition: ' .. vim.inspect(reply.error))
  local result = reply.result
  if result == nil or result == vim.NIL then
    result = {}
  elseif result.uri or result.targetUri then
    result = { result }  -- a single Location
  end
  output.definition = {}
  for _, location in ipairs(result) do
    local range = location.range or location.targetSelectionRange
    table.insert(output.definition, {
      path = vim.uri_to_fname(location.uri or location.targetUri),
      line = range.start.line,
      character = range.start.character,
    })
  end

  local client = vim.lsp.get_client_by_id(client_id)
  if vim.fn.has('nvim-0.11') == 1 then client:stop() else vim.lsp.stop_client(client_id) end
  local stopped = vim.wait(timeout, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
  assert(stopped, 'the server did not stop within ' .. timeout .. ' ms')
end

local ok, problem = xpcall(session, debug.traceback)
if not ok then output.error = tostring(problem) end
local written, write_problem = pcall(write_output)
if ok and written then
  vim.cmd('qa!')
else
  if not written then io.stderr:write('neovim-session.lua: ' .. tostring(write_problem) .. '\n') end
  io.stderr:write('neovim-session.lua: ' .. tostring(problem) .. '\n')
  vim.cmd('cquit 1')
end
