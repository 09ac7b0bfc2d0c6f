"""A tiny HTTP server on 127.0.0.1 for the network fault rows the demo server cannot play: a gzip
bomb, a redirect to another port, a list arriving slowly but steadily, records that do not
decode. `HostileServer(mode)` serves until `stop()`; `requests` lists the paths asked for."""
import json
import socket
import threading
import time
import zlib


def user(index, **changes):
    record = {"id": index, "name": f"Person {index}", "username": f"user{index}", "email": f"user{index}@example.org",
              "address": {"street": "Kulas Light", "suite": "Apt. 1", "city": "Gwenborough", "zipcode": "92998",
                          "geo": {"lat": "-37.3", "lng": "81.1"}},
              "phone": "1-770-736-8031", "website": "example.org",
              "company": {"name": "Company", "catchPhrase": "Multi-layered", "bs": "harness"}}
    record.update(changes)
    return record


def users_json(count):
    return json.dumps([user(index) for index in range(1, count + 1)]).encode()


def gzip_of_spaces(megabytes):
    """`[` and `megabytes` MiB of spaces, gzip-compressed (about 1 KB per MiB)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    parts = [packer.compress(b"[")]
    block = b" " * (1 << 20)
    for _ in range(megabytes):
        parts.append(packer.compress(block))
    parts.append(packer.flush())
    return b"".join(parts)


class HostileServer:
    def __init__(self, mode, redirect_port=None):
        self.mode, self.redirect_port, self.requests = mode, redirect_port, []
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.stopped = False
        threading.Thread(target=self._accept, daemon=True).start()

    def stop(self):
        self.stopped = True
        self.listener.close()

    def _accept(self):
        while not self.stopped:
            try:
                connection, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(connection,), daemon=True).start()

    def _serve(self, connection):
        with connection:
            head = b""
            while b"\r\n\r\n" not in head:
                piece = connection.recv(4096)
                if not piece:
                    return
                head += piece
            path = head.split(b" ")[1].decode()
            self.requests.append(path)
            try:
                getattr(self, "_" + self.mode.replace("-", "_"))(connection, path)
            except OSError:
                pass

    @staticmethod
    def _send(connection, body, headers=""):
        connection.sendall(f"HTTP/1.1 200 OK\r\nContent-Length: {len(body)}\r\n{headers}Connection: close\r\n\r\n".encode()
                           + body)

    def _gzip_bomb(self, connection, path):
        self._send(connection, gzip_of_spaces(64), "Content-Type: application/json\r\nContent-Encoding: gzip\r\n")

    def _redirect(self, connection, path):
        location = f"http://127.0.0.1:{self.redirect_port}{path}"
        connection.sendall(f"HTTP/1.1 302 Found\r\nLocation: {location}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".encode())

    def _bad_records(self, connection, path):
        records = [user(index) for index in range(1, 11)]
        records[6]["name"] = None
        body = json.dumps(records).encode().replace(b'"id": 9,', b'"id": 1e400,')
        self._send(connection, body)

    def _slow_steady(self, connection, path):
        if "_limit" in path:
            body = json.dumps([user(index) for index in range(1, 201)]).encode()
            self._send(connection, body, "X-Total-Count: 600\r\n")
            return
        body = users_json(600)
        connection.sendall(f"HTTP/1.1 200 OK\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode())
        # About 18 s in all, a piece every 150 ms: far past the 15 s timeout, never idle for long.
        pieces = 120
        size = len(body) // pieces + 1
        for start in range(0, len(body), size):
            connection.sendall(body[start:start + size])
            time.sleep(0.15)
