"""A stranger on the port: connects to a listening TCP port or IPC socket of a
running point and sends what no client of ours would. Used by test_hostile.py.

Each attack is a function (sock_address) -> None that must not raise on the
peer closing the connection: refusing the bytes is exactly what we want."""

from __future__ import annotations

import os
import random
import socket
import struct
import time

# Our wire header (common/wire.h): magic, version, flags, client, payload size, seq, checksum, reserved.
HEADER = struct.Struct(">4sHHIIQII")
assert HEADER.size == 32


# A ZMTP 3.0 greeting with the NULL mechanism (what a libzmq peer sends first).
ZMTP_GREETING = b"\xff" + b"\0" * 8 + b"\x7f" + b"\x03\x00" + b"NULL" + b"\0" * 16 + b"\0" + b"\0" * 31


def connect(address: str, timeout: float = 1.0) -> socket.socket:
    """address: tcp://host:port or ipc:///path."""
    if address.startswith("tcp://"):
        host, port = address[6:].rsplit(":", 1)
        s = socket.create_connection((host, int(port)), timeout=timeout)
    else:
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.settimeout(timeout)
        s.connect(address[6:])
    return s


def send_and_close(address: str, data: bytes, linger: float = 0.05, answer: float = 0.3) -> None:
    try:
        with connect(address) as s:
            s.sendall(data)
            time.sleep(linger)  # let the peer read it before we leave
            s.settimeout(answer)  # its answer or its close, if any, comes within milliseconds; a peer
            try:                  # still waiting for the rest of a frame gets our close instead
                s.recv(65536)
            except (socket.timeout, OSError):
                pass
    except OSError:
        pass  # refused or reset: the peer defended itself


def our_header(size: int, client: int = 0, flags: int = 0) -> bytes:
    return HEADER.pack(b"RRBM", 1, flags, client, size & 0xFFFFFFFF, 1, 0, 0)


def random_bytes(address: str) -> None:
    send_and_close(address, random.Random(7).randbytes(4096))


def huge_length(address: str) -> None:
    # Every framing we face, each claiming a message of many GiB (or a "negative" length):
    # ZMTP 3 long frame, SP (nanomsg/nng) 8-byte size, raw's 4-byte length, our own header.
    zmtp_huge = b"\x02" + struct.pack(">Q", 1 << 62)
    sp_huge = b"\0SP\0\x00\x30\0\0" + struct.pack(">Q", (1 << 64) - 1)
    raw_huge = struct.pack(">I", 0xFFFFFFF0) + b"x" * 16
    for blob in (ZMTP_GREETING + zmtp_huge, sp_huge, raw_huge, our_header(0xFFFFFFFF) + b"x" * 64,
                 our_header(-1) + b"x" * 64):
        send_and_close(address, blob)


def truncated_header(address: str) -> None:
    send_and_close(address, our_header(1024)[:13])
    send_and_close(address, b"\0SP\0\x00\x30")  # half an SP greeting


def other_greetings(address: str) -> None:
    for blob in (ZMTP_GREETING, b"\0SP\0\x00\x31\0\0", b"\0SP\0\x00\x30\0\0", b"GET / HTTP/1.1\r\nHost: x\r\n\r\n",
                 b"SSH-2.0-OpenSSH_9.2\r\n", b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03"):
        send_and_close(address, blob)


def connect_storm(address: str, count: int = 300) -> None:
    for _ in range(count):
        try:
            s = connect(address, timeout=0.5)
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0)) \
                if s.family == socket.AF_INET else None
            s.close()
        except OSError:
            pass


ATTACKS = {"random": random_bytes, "huge-length": huge_length, "truncated": truncated_header,
           "greetings": other_greetings, "connect-storm": connect_storm}


def attack_all(addresses: list[str], stop_after: float = 30.0) -> None:
    deadline = time.monotonic() + stop_after
    for name, attack in ATTACKS.items():
        for a in addresses:
            if time.monotonic() > deadline:
                return
            attack(a)


if __name__ == "__main__":  # by hand: python3 tests/hostile.py tcp://127.0.0.1:5555 ...
    import sys
    attack_all(sys.argv[1:])
    os._exit(0)
