reset
$D0 << EOD
0 0 -0.05622726066250052 "0.96"
0 1 0.0037515045028366114 "1.00"
1 0 -0.19081337026779813 "0.88"
1 1 0.6950403170127375 "1.62"
EOD
$D1 << EOD
0 0 "n.s."
0 1 "n.s."
1 0 "n.s."
1 1 "n.s."
EOD
$D2 << EOD
0 0 -0.028317558904954035 "0.98"
0 1 0.5335892566721241 "1.45"
1 0 -0.050680175486568044 "0.97"
1 1 0.2321413745894166 "1.17"
EOD
$D3 << EOD
0 0 "n.s."
0 1 "n.s."
1 0 "n.s."
1 1 "n.s."
EOD
set terminal pngcairo noenhanced size 720,300 font 'sans,10'
set output "heat_zmq_over_zmq-4.3.5_broker.png"
set multiplot layout 1,2 title "zmq ÷ zmq-4.3.5, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.0:1.0]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "zmq / zmq-4.3.5 round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
set terminal svg noenhanced size 720,300 dynamic font 'sans,10' background '#ffffff'
set output "heat_zmq_over_zmq-4.3.5_broker.svg"
set multiplot layout 1,2 title "zmq ÷ zmq-4.3.5, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.0:1.0]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "zmq / zmq-4.3.5 round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
